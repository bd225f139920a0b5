/**
 * Words of the user's own areas the tables lacked (issue 12, custom tags from meaning): a board game's sleeves and
 * expansions, a homelab's Synology, Plex and NUC, an investor's SIP and fixed deposit, an open-source project's pull
 * requests and bug reports, a woodworker's Danish oil, a running club's water stations, a masjid's iftar, a clinic's
 * biomedical waste, a conveyancer's managing agent. Dumps written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'board games, a homelab and investments',
    extra: ['Board Games', 'Homelab', 'Investments'],
    text: 'Sleeve the cards for the new Catan expansion. Update the firmware on the Synology. Move Plex over to the NUC. Top up the SIP before the 5th. Check when the fixed deposit matures.',
    want: [
      { has: 'catan', tag: 'Board Games' },
      { has: 'synology', tag: 'Homelab' },
      { has: 'plex', tag: 'Homelab' },
      { has: 'sip', tag: 'Investments' },
      { has: 'fixed deposit', tag: 'Investments' },
    ],
  },
  {
    name: 'an open-source project, a woodshop and a running club, beside a job at work',
    extra: ['Open-Source', 'Woodworking', 'Trail Running Club'],
    text: 'Review the pull request on my markdown plugin. Reply to the bug report about Windows paths. Order Danish oil for the bench. Sort the water stations for Sunday’s 21k. Restart the flaky CI runner at work.',
    want: [
      { has: 'pull request', tag: 'Open-Source' },
      { has: 'windows paths', tag: 'Open-Source' },
      { has: 'danish oil', tag: 'Woodworking' },
      { has: 'water stations', tag: 'Trail Running Club' },
      { has: 'ci runner', tag: 'Work-DevOps' },
    ],
  },
  {
    name: "a masjid's iftar, a clinic's biomedical waste, a conveyancer's managing agent",
    extra: ['Masjid Committee', 'Clinic', 'Conveyancing'],
    text: 'Book the community hall for the iftar. Renew the biomedical waste contract. Chase the managing agent for the service charge accounts.',
    want: [
      { has: 'iftar', tag: 'Masjid Committee' },
      { has: 'biomedical', tag: 'Clinic' },
      { has: 'managing agent', tag: 'Conveyancing' },
    ],
  },
];

describe("words of the user's own areas (issue 12)", () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
