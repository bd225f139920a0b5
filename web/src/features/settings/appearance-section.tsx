/**
 * @module features/settings/appearance-section — dark mode switch (stored locally under `theme` and in the
 * profile) and the default currency (one of the 9 CURRENCIES) used by the completion dialog.
 */
import { CURRENCIES, DEFAULT_CURRENCY } from '@mynd/shared/domain';
import { useAtom, useAtomValue } from 'jotai';
import { toast } from 'sonner';
import { resolvedThemeAtom, themePreferenceAtom } from '../../app/theme';
import { Label } from '../../components/ui/label';
import { Select } from '../../components/ui/select';
import { Switch } from '../../components/ui/switch';
import { api, errorMessage } from '../../lib/api';
import { publishChange } from '../../lib/change-bus';
import { useProfile } from '../tasks/task-queries';

const currencyOptions = CURRENCIES.map((c) => ({
  value: c.code,
  label: `${c.code} (${c.symbol}) — ${c.name}`,
}));

export function AppearanceSection() {
  const [preference, setPreference] = useAtom(themePreferenceAtom);
  const resolved = useAtomValue(resolvedThemeAtom);
  const profile = useProfile();

  const setDark = (dark: boolean) => {
    const next = dark ? 'dark' : 'light';
    setPreference(next);
    // The profile copy follows the user to other devices; failing to save it changes nothing here.
    api.profile
      .update({ themePreference: next })
      .catch((error) => console.warn('Theme not saved to profile', error));
  };

  const setCurrency = async (code: string) => {
    const previous = profile.data;
    if (previous) profile.setData({ ...previous, currencyPreference: code });
    try {
      const { profile: next } = await api.profile.update({ currencyPreference: code });
      profile.setData(next);
      toast.success('Default currency updated', { description: `New amounts will use ${code}.` });
      publishChange('profile');
    } catch (error) {
      if (previous) profile.setData(previous);
      toast.error('Error updating currency', { description: errorMessage(error, 'Please try again.') });
    }
  };

  return (
    <div className="grid gap-5">
      <div className="flex items-center justify-between gap-4">
        <div>
          <Label htmlFor="dark-mode">Dark mode</Label>
          <p className="mt-1 text-xs text-muted-foreground">
            {preference === 'system' ? 'Following your system setting.' : 'Set for this device.'}{' '}
            {preference !== 'system' ? (
              <button
                type="button"
                className="text-primary underline-offset-4 hover:underline"
                onClick={() => setPreference('system')}
              >
                Use system setting
              </button>
            ) : null}
          </p>
        </div>
        <Switch id="dark-mode" checked={resolved === 'dark'} onCheckedChange={setDark} />
      </div>
      <div className="grid gap-1.5 sm:max-w-sm">
        <Label htmlFor="default-currency">Default currency</Label>
        <Select
          id="default-currency"
          value={profile.data?.currencyPreference ?? DEFAULT_CURRENCY}
          onValueChange={setCurrency}
          options={currencyOptions}
          disabled={!profile.data}
        />
        <p className="text-xs text-muted-foreground">Used for money saved when you complete a task.</p>
      </div>
    </div>
  );
}
