/**
 * Work vs Life per task in dumps that mix the two (issue 12): a task's own words decide it, not the dump's lean —
 * "after the deploy, pick up milk" is the milk's in a dump about a release — and a work word used for a thing at home
 * (the washing on the line, the vacuum's belt, photos on the NAS, a smoke alarm, mould on the bathroom ceiling, the
 * heater in a bedroom) is the home's. Dumps written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: "a queue for the school gates is the school run's, not a message queue, and takes no list item with it",
    text: 'Saturday list: the queue for the school gates is mad so leave earlier, run the hoover round, get through the backlog of ironing',
    want: [
      { has: 'leave earlier', tag: 'Family' },
      { has: 'hoover', tag: 'Life' },
      { has: 'ironing', tag: 'Life' },
    ],
  },
  {
    name: "an errand timed by a deploy is the errand's, in a dump about the release",
    text: 'After the deploy, pick up milk and bread. Then check the error rate on the new release and roll back if it spikes.',
    want: [
      { has: 'milk bread', tag: 'Life' },
      { has: 'error rate', tag: 'Work-DevOps' },
      { has: 'roll back', tag: 'Work-DevOps' },
    ],
  },
  {
    name: 'the washing on the line and photos on the NAS are the home, TLS certs are the platform',
    text: 'Hang the washing on the line before it rains. Back up the photos to the NAS. Rotate the TLS certs on the ingress.',
    want: [
      { has: 'washing line', tag: 'Life' },
      { has: 'photos nas', tag: 'Life' },
      { has: 'tls certs', tag: 'Work-DevOps' },
    ],
  },
  {
    name: "the vacuum's belt and the washing machine are the home, the conveyor's belt is the plant",
    text: "Order a new belt for the vacuum. Replace the worn belt on the line 2 conveyor. Get the washing machine fixed, the drum won't spin.",
    want: [
      { has: 'belt vacuum', tag: 'Life' },
      { has: 'belt conveyor', tag: 'Work-Manufacturing' },
      { has: 'washing machine', tag: 'Life' },
    ],
  },
  {
    name: 'a smoke alarm is no smoke test',
    text: 'Change the smoke alarm batteries. Add a smoke test to the deploy pipeline. Patch the kernel on the bastion hosts.',
    want: [
      { has: 'smoke alarm', tag: 'Life' },
      { has: 'smoke test', tag: 'Work-DevOps' },
      { has: 'kernel', tag: 'Work-DevOps' },
    ],
  },
  {
    name: "mould on the bathroom ceiling is the flat's, a new mould for press 4 is the plant's",
    text: 'Treat the mould on the bathroom ceiling before the landlord visits. Order a new mould for press 4 and check the scrap rate.',
    want: [
      { has: 'mould bathroom', tag: 'Life' },
      { has: 'mould press', tag: 'Work-Manufacturing' },
      { has: 'scrap rate', tag: 'Work-Manufacturing' },
    ],
  },
  {
    name: "the heater in a bedroom is the house's, among a press's faults",
    text: "Press 2 keeps faulting, get maintenance on it. Call the electrician about the heater in the kids' bedroom. Update the downtime log for the shift.",
    want: [
      { has: 'maintenance', tag: 'Work-Manufacturing' },
      { has: 'heater bedroom', tag: 'Life' },
      { has: 'downtime log', tag: 'Work-Manufacturing' },
    ],
  },
  {
    name: "the kids' passport photos are the family's, whatever else the dump is about",
    text: "Book the boiler service. Pay the council tax and the water bill. Pick up the kids' passport photos.",
    want: [
      { has: 'boiler', tag: 'Life' },
      { has: 'council tax', tag: 'Life' },
      { has: 'passport photos', tag: 'Family' },
    ],
  },
];

/** Headings and notes: a list's heading says what its items are; a stand-up does not own the writer's bank. */
const FRAMES: Row[] = [
  {
    name: 'two everyday words take an item out of a stand-up',
    text: 'standup notes\n- me: finish the terraform module for the vpc\n- Dana: on-call handover\n- me: call the bank about the mortgage rate',
    want: [
      { has: 'terraform', tag: 'Work-DevOps' },
      { has: 'on-call', tag: 'Work-DevOps' },
      { has: 'bank mortgage', tag: 'Life' },
    ],
  },
  {
    name: 'under "## Work" the one helm task is the platform\'s, among home jobs',
    text: '## Work\n- review the helm values for prod\n\n## Home\n- book the boiler service\n- pay the window cleaner\n- renew the car insurance',
    want: [
      { has: 'helm', tag: 'Work-DevOps' },
      { has: 'boiler', tag: 'Life' },
      { has: 'window cleaner', tag: 'Life' },
      { has: 'car insurance', tag: 'Life' },
    ],
  },
  {
    name: 'under "Garden:" the hose reel is the garden\'s',
    text: 'Garden:\n- cut back the hedge\n- fix the hose reel\n- clear the leaves off the lawn',
    want: [
      { has: 'hedge', tag: 'Life' },
      { has: 'hose reel', tag: 'Life' },
      { has: 'leaves lawn', tag: 'Life' },
    ],
  },
  {
    name: '"Sunday planning" is the writer\'s own list, not a meeting about the pipeline',
    text: 'Sunday planning\n- buy milk\n- water the plants\n- fix the flaky deploy pipeline',
    want: [
      { has: 'milk', tag: 'Life' },
      { has: 'water plants', tag: 'Life' },
      { has: 'deploy pipeline', tag: 'Work-DevOps' },
    ],
  },
  {
    name: 'a word of the trade alone among errands is still the trade\'s ("cron"), unlike an everyday one',
    text: '1. migrate the cron jobs to the new scheduler\n2. tax return before Jan 31\n3. book MOT for the car\n4. buy a Christmas present for my niece',
    want: [
      { has: 'cron', tag: 'Work-DevOps' },
      { has: 'tax return', tag: 'Life' },
      { has: 'mot', tag: 'Life' },
      { has: 'niece', tag: 'Family' },
    ],
  },
  {
    name: "a numbered line is the plant's, even first in its sentence and alone among life admin",
    text: 'Line 3 audit on Thursday. Pay the council tax. Renew the car insurance. Buy milk.',
    want: [
      { has: 'line 3 audit', tag: 'Work-Manufacturing' },
      { has: 'council tax', tag: 'Life' },
      { has: 'car insurance', tag: 'Life' },
      { has: 'milk', tag: 'Life' },
    ],
  },
];

/** Words of home jobs, a pet's care, a plant's safety briefing and a platform's status page. */
const WORDS: Row[] = [
  {
    name: 'the oven and the worktop fitter are the house, after a pipeline job',
    text: 'Fix the flaky integration tests in the pipeline. Clean the oven. Chase the worktop fitter.',
    want: [
      { has: 'integration tests', tag: 'Work-DevOps' },
      { has: 'oven', tag: 'Life' },
      { has: 'worktop', tag: 'Life' },
    ],
  },
  {
    name: "a dog's jabs are no child's",
    text: "Take the dog to the vet for her jabs. Book the kids' flu jabs. Restart the consumers on the staging cluster.",
    want: [
      { has: 'dog vet', tag: 'Life' },
      { has: 'flu jabs', tag: 'Family' },
      { has: 'consumers', tag: 'Work-DevOps' },
    ],
  },
  {
    name: "a toolbox talk is the plant's, a nativity costume the child's",
    text: "Line 3 scrap is up again. Run the toolbox talk on ladders Thursday. Finish Ella's nativity costume.",
    want: [
      { has: 'toolbox talk', tag: 'Work-Manufacturing' },
      { has: 'nativity', tag: 'Family' },
    ],
  },
  {
    name: "the downtime on the status page is the platform's",
    text: 'Snapshot the database before the migration window. Post the downtime on the status page. Buy coffee beans.',
    want: [
      { has: 'snapshot database', tag: 'Work-DevOps' },
      { has: 'status page', tag: 'Work-DevOps' },
      { has: 'coffee', tag: 'Life' },
    ],
  },
  {
    name: "the bedding is the house's between a plant's stock and its guarding",
    text: 'Tell logistics the lineside stock is short. Change the bedding. Get a quote for the conveyor guarding.',
    want: [
      { has: 'logistics', tag: 'Work-Manufacturing' },
      { has: 'bedding', tag: 'Life' },
      { has: 'conveyor guarding', tag: 'Work-Manufacturing' },
    ],
  },
  {
    name: "fairy lights and skirting boards are the house's after a release branch",
    text: 'Merge the release branch after QA signs off. Fix the fairy lights. Order skirting boards for the hallway.',
    want: [
      { has: 'release branch', tag: 'Work-DevOps' },
      { has: 'fairy lights', tag: 'Life' },
      { has: 'skirting boards', tag: 'Life' },
    ],
  },
  {
    name: "nappies are the baby's; a service account's keys are the platform's",
    text: 'Line 2 is down for a bearing change. Grab nappies and wipes on the way home. Rotate the service account keys.',
    want: [
      { has: 'nappies', tag: 'Family' },
      { has: 'service account keys', tag: 'Work-DevOps' },
    ],
  },
  {
    name: "a Datadog licence and Sentry seats are the platform's among life admin",
    text: 'Renew the Datadog licence. Pay the council tax. Renew the Sentry seats for the team. Buy milk.',
    want: [
      { has: 'datadog licence', tag: 'Work-DevOps' },
      { has: 'council tax', tag: 'Life' },
      { has: 'sentry seats', tag: 'Work-DevOps' },
      { has: 'milk', tag: 'Life' },
    ],
  },
  {
    name: "the loading dock's door and the chiller's water filter are the plant's",
    text: 'Top up the hydraulic oil on press 2. Fix the loading dock door. Replace the water filter on the chiller. Call mum.',
    want: [
      { has: 'hydraulic oil', tag: 'Work-Manufacturing' },
      { has: 'loading dock door', tag: 'Work-Manufacturing' },
      { has: 'water filter chiller', tag: 'Work-Manufacturing' },
      { has: 'mum', tag: 'Family' },
    ],
  },
  {
    name: "an item of a shift meeting's notes the writer marks as personal is their own",
    text: 'Shift handover notes:\n- Dev to recalibrate the torque guns on line 4\n- Me: dentist check-up (personal)\n- Me: update the control plan',
    want: [
      { has: 'torque guns', tag: 'Work-Manufacturing' },
      { has: 'dentist', tag: 'Life' },
      { has: 'control plan', tag: 'Work-Manufacturing' },
    ],
  },
  {
    name: 'texting a friend between platform jobs is the writer’s own, texting the on-call is not',
    text: 'Rotate the Kafka broker certs before Friday. Text Jess back about Saturday. Text the on-call about the lag alert.',
    want: [
      { has: 'kafka', tag: 'Work-DevOps' },
      { has: 'jess', tag: 'Life' },
      { has: 'on-call', tag: 'Work-DevOps' },
    ],
  },
  {
    name: 'a drink with a friend and a night babysitting between platform jobs are the writer’s own',
    text: 'Bump the consumer lag alert threshold. Meet Tom for a drink Thursday. Patch the bastion hosts. Babysit for Leah Friday night. Fix the flaky canary.',
    want: [
      { has: 'consumer lag', tag: 'Work-DevOps' },
      { has: 'drink', tag: 'Life' },
      { has: 'bastion', tag: 'Work-DevOps' },
      { has: 'babysit', tag: 'Life' },
      { has: 'canary', tag: 'Work-DevOps' },
    ],
  },
];

describe('mixed dumps: each task takes the sense its own words give', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});

describe('headings and notes in mixed dumps', () => {
  for (const row of FRAMES) it(row.name, () => check(row));
});

describe('words of home jobs and of the trades in mixed dumps', () => {
  for (const row of WORDS) it(row.name, () => check(row));
});
