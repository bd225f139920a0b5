/** @module features/legal/legal-page — LegalPage (being built). */
export function LegalPage() {
  return <main className="p-6" />;
}

export default LegalPage;
