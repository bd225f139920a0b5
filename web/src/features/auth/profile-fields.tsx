/**
 * @module features/auth/profile-fields — the professional profile form fields (industry from the 20
 * INDUSTRIES, role from the 23 ROLES, company, position, department, reports to, is manager), shared by
 * the sign-up profile step and the settings page.
 */
import { INDUSTRIES, REPORTS_TO_LABEL, ROLES } from '@mynd/shared/domain';
import type { Profile } from '@mynd/shared/schemas';
import { Input } from '../../components/ui/input';
import { Field, Label } from '../../components/ui/label';
import { Select } from '../../components/ui/select';
import { Switch } from '../../components/ui/switch';

export type ProfileDraft = Pick<
  Profile,
  'industry' | 'role' | 'company' | 'userPosition' | 'userDepartment' | 'reportsTo' | 'isManager'
>;

export const emptyProfileDraft: ProfileDraft = {
  industry: null,
  role: null,
  company: null,
  userPosition: null,
  userDepartment: null,
  reportsTo: null,
  isManager: false,
};

export function profileDraftFrom(profile: Profile | undefined): ProfileDraft {
  if (!profile) return emptyProfileDraft;
  const { industry, role, company, userPosition, userDepartment, reportsTo, isManager } = profile;
  return { industry, role, company, userPosition, userDepartment, reportsTo, isManager };
}

/** Blank text becomes null, so clearing a field clears it on the server. */
export function profilePatch(draft: ProfileDraft): ProfileDraft {
  const text = (v: string | null) => (v?.trim() ? v.trim() : null);
  return {
    industry: text(draft.industry),
    role: text(draft.role),
    company: text(draft.company),
    userPosition: text(draft.userPosition),
    userDepartment: text(draft.userDepartment),
    reportsTo: text(draft.reportsTo),
    isManager: draft.isManager,
  };
}

const industryOptions = INDUSTRIES.map((v) => ({ value: v, label: v }));
const roleOptions = ROLES.map((v) => ({ value: v, label: v }));

export function ProfileFields({
  value,
  onChange,
  idPrefix,
}: {
  value: ProfileDraft;
  onChange: (next: ProfileDraft) => void;
  idPrefix: string;
}) {
  const set = <K extends keyof ProfileDraft>(key: K, v: ProfileDraft[K]) => onChange({ ...value, [key]: v });
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label="Industry" htmlFor={id('industry')}>
        <Select
          id={id('industry')}
          value={value.industry ?? undefined}
          onValueChange={(v) => set('industry', v)}
          options={industryOptions}
          placeholder="Select your industry"
        />
      </Field>
      <Field label="Role" htmlFor={id('role')}>
        <Select
          id={id('role')}
          value={value.role ?? undefined}
          onValueChange={(v) => set('role', v)}
          options={roleOptions}
          placeholder="Select your role"
        />
      </Field>
      <Field label="Company" htmlFor={id('company')}>
        <Input
          id={id('company')}
          value={value.company ?? ''}
          onChange={(e) => set('company', e.target.value)}
          placeholder="Acme Corp"
          autoComplete="organization"
          maxLength={100}
        />
      </Field>
      <Field label="Position" htmlFor={id('position')}>
        <Input
          id={id('position')}
          value={value.userPosition ?? ''}
          onChange={(e) => set('userPosition', e.target.value)}
          placeholder="Head of Operations"
          autoComplete="organization-title"
          maxLength={100}
        />
      </Field>
      <Field label="Department" htmlFor={id('department')}>
        <Input
          id={id('department')}
          value={value.userDepartment ?? ''}
          onChange={(e) => set('userDepartment', e.target.value)}
          placeholder="Operations"
          maxLength={100}
        />
      </Field>
      <Field label={REPORTS_TO_LABEL} htmlFor={id('reports-to')}>
        <Input
          id={id('reports-to')}
          value={value.reportsTo ?? ''}
          onChange={(e) => set('reportsTo', e.target.value)}
          placeholder="Jane Doe, COO"
          maxLength={100}
        />
      </Field>
      <div className="flex items-center justify-between gap-3 rounded-lg border border-border px-3 py-2.5 sm:col-span-2">
        <div>
          <Label htmlFor={id('is-manager')}>I manage a team</Label>
          <p className="mt-1 text-xs text-muted-foreground">Used to tailor delegation suggestions.</p>
        </div>
        <Switch
          id={id('is-manager')}
          checked={value.isManager}
          onCheckedChange={(v) => set('isManager', v)}
        />
      </div>
    </div>
  );
}
