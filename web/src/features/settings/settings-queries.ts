/**
 * @module features/settings/settings-queries — the shell's cached queries (tags, profile, org chart). Keys are
 * namespaced under "shell" so they never share an entry with web-main's differently shaped ones; both sides
 * refetch on the same live change topics.
 */
import type { OrgChart, Profile, Tag } from '@mynd/shared/schemas';
import { api } from '../../lib/api';
import { useApiQuery } from '../../lib/query';

export const SHELL_TAGS_KEY = ['shell', 'tags'] as const;
export const SHELL_PROFILE_KEY = ['shell', 'profile'] as const;
export const SHELL_ORG_CHART_KEY = ['shell', 'org-chart'] as const;

export function useTagsQuery() {
  return useApiQuery<Tag[]>(SHELL_TAGS_KEY, async () => (await api.tags.list()).tags, { topics: ['tags'] });
}

export function useProfileQuery(enabled = true) {
  return useApiQuery<Profile>(SHELL_PROFILE_KEY, async () => (await api.profile.get()).profile, {
    topics: ['profile'],
    enabled,
  });
}

export function useOrgChartQuery() {
  return useApiQuery<OrgChart | null>(SHELL_ORG_CHART_KEY, async () => (await api.orgChart.get()).orgChart, {
    topics: ['org-chart'],
  });
}
