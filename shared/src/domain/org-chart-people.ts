/** @module A name-keyed collection of org people that merges repeated mentions of one person. */
/** A person read from a chart; fields the chart does not give are left out. */
export type OrgPerson = {
  name: string;
  role?: string;
  department?: string;
  reportsTo?: string;
  directReports?: string[];
  email?: string;
  level?: number;
};

/** Collects people in first-seen order; a later mention fills in fields an earlier one lacked. */
export class OrgPeople {
  private readonly byName = new Map<string, OrgPerson>();

  add(person: OrgPerson): void {
    const name = person.name.trim();
    if (!name) return;
    const key = name.toLowerCase();
    const existing = this.byName.get(key);
    if (!existing) {
      this.byName.set(key, { ...person, name });
      return;
    }
    for (const [field, value] of Object.entries(person) as [keyof OrgPerson, never][]) {
      if (existing[field] === undefined && value !== undefined) existing[field] = value;
    }
    if (person.directReports?.length) {
      const merged = new Set([...(existing.directReports ?? []), ...person.directReports]);
      existing.directReports = [...merged];
    }
  }

  list(): OrgPerson[] {
    return [...this.byName.values()];
  }
}

/** Copies only the defined fields, so people carry no `undefined` keys. */
export function compactPerson(person: OrgPerson): OrgPerson {
  return Object.fromEntries(Object.entries(person).filter(([, v]) => v !== undefined)) as OrgPerson;
}
