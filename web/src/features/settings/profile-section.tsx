/** @module features/settings/profile-section — edit the professional profile used to personalise AI. */
import { Save } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { Spinner } from '../../components/ui/spinner';
import { api, errorMessage } from '../../lib/api';
import { publishChange } from '../../lib/change-bus';
import { emptyProfileDraft, ProfileFields, profileDraftFrom, profilePatch } from '../auth/profile-fields';
import { useProfile } from '../tasks/task-queries';

export function ProfileSection() {
  const profile = useProfile();
  const [draft, setDraft] = useState(emptyProfileDraft);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (profile.data) setDraft(profileDraftFrom(profile.data));
  }, [profile.data]);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    try {
      const { profile: next } = await api.profile.update(profilePatch(draft));
      profile.setData(next);
      toast.success('Professional profile updated successfully.');
      publishChange('profile');
    } catch (error) {
      toast.error('Error updating profile', { description: errorMessage(error, 'Please try again.') });
    } finally {
      setSaving(false);
    }
  };

  if (profile.isLoading) {
    return (
      <div className="grid gap-4 sm:grid-cols-2">
        {Array.from({ length: 6 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders.
          <Skeleton key={i} className="h-14" />
        ))}
      </div>
    );
  }

  return (
    <form onSubmit={save} className="grid gap-5" aria-label="Professional profile">
      <ProfileFields value={draft} onChange={setDraft} idPrefix="settings-profile" />
      <div className="flex justify-end">
        <Button type="submit" disabled={saving}>
          {saving ? <Spinner className="text-primary-foreground" label="Saving" /> : <Save aria-hidden />}
          Save Profile
        </Button>
      </div>
    </form>
  );
}
