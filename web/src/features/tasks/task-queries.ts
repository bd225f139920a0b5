/**
 * @module Queries the whole app shares, one per resource: open tasks, tags, people and the profile (with the
 * user's currency), refetched on live changes. Settings and the main tabs read the same entries.
 */

import { DEFAULT_CURRENCY } from '@mynd/shared/domain';
import type { Person, Profile, Tag, Task } from '@mynd/shared/schemas';
import { api } from '../../lib/api';
import { useApiQuery } from '../../lib/query';

export const OPEN_TASKS_KEY = ['main', 'tasks', 'open'] as const;
export const TAGS_KEY = ['main', 'tags'] as const;
export const PEOPLE_KEY = ['main', 'people'] as const;
export const PROFILE_KEY = ['main', 'profile'] as const;

export function useOpenTasks() {
  return useApiQuery<Task[]>(OPEN_TASKS_KEY, async () => (await api.tasks.list({ status: 'open' })).tasks, {
    topics: ['tasks', 'assignees', 'tags'],
  });
}

export function useTags() {
  return useApiQuery<Tag[]>(TAGS_KEY, async () => (await api.tags.list()).tags, { topics: ['tags'] });
}

export function usePeople() {
  return useApiQuery<Person[]>(PEOPLE_KEY, async () => (await api.people.list()).people, {
    topics: ['people'],
  });
}

export function useProfile(enabled = true) {
  return useApiQuery<Profile>(PROFILE_KEY, async () => (await api.profile.get()).profile, {
    topics: ['profile'],
    enabled,
  });
}

/** The user's currency preference (USD until the profile arrives). */
export function useCurrency(): string {
  return useProfile().data?.currencyPreference ?? DEFAULT_CURRENCY;
}
