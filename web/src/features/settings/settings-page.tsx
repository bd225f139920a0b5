/** @module features/settings/settings-page — SettingsPage (being built). */
export function SettingsPage() {
  return <main className="p-6" />;
}

export default SettingsPage;
