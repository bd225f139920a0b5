import { describe, expect, it } from 'vitest';
import { findPeople } from './people.js';
import { pickTag, scoreTags } from './tags.js';

describe('findPeople', () => {
  it.each([
    ['Ask Sarah to review the Terraform changes', ['Sarah']],
    ['sort that out with Maya tomorrow', ['Maya']],
    ['Email Priya the revised vendor contract', ['Priya']],
    ['Ask Dr. Patel to sign off on the protocol', ['Patel']],
    ['Ask Wei Ling to review the IAM policies', ['Wei Ling']],
    ['Call back Sophie at Decathlon', ['Sophie']],
    ['Lukas will own the runbook update', ['Lukas']],
    // A group is nobody in particular: only real names become people.
    ['Tell the team the retro moves to Thursday', []],
    ['Send the revised proposal to Renault procurement by Thursday', []],
    ['Visit Grandma on Sunday and call Mom', []],
    ['Review the Terraform plan on Monday', []],
  ])('%s → %j', (text, people) => {
    expect(findPeople(text)).toEqual(people);
  });
});

describe('pickTag', () => {
  const tags = ['Work-DevOps', 'Work-Manufacturing', 'Family', 'Life', 'Unsorted', 'Hiring'];
  const pick = (clause: string, userTags = tags) =>
    pickTag(clause, '', scoreTags(clause, userTags), userTags);

  it.each([
    ['Renew the TLS certificate on the API gateway', 'Work-DevOps'],
    ['Schedule a SMED workshop with the shift leads', 'Work-Manufacturing'],
    ["Plan Emma's birthday party", 'Family'],
    ['Call the dentist', 'Life'],
    ['Interview the backend candidate', 'Hiring'],
    ['Draft the job description for a second SRE', 'Hiring'],
    ['Prepare slides for the board review', 'Unsorted'],
  ])('%s → %s', (clause, tag) => {
    expect(pick(clause)).toBe(tag);
  });

  it('matches a custom tag by its own name words', () => {
    expect(pick('Send the invoice to the client for the website project', [...tags, 'Client Work'])).toBe(
      'Client Work',
    );
  });

  it('never returns a tag the user does not have', () => {
    expect(pick('Renew the TLS certificate', ['Family', 'Unsorted'])).toBe('Unsorted');
    expect(pick('Call the dentist', ['Work-DevOps', 'Unsorted'])).toBe('Unsorted');
  });

  it('uses the sentence around the task when the task itself says nothing', () => {
    expect(pickTag('book a table at the Italian place', "Mom's birthday is on the 14th", [], tags)).toBe(
      'Family',
    );
  });
});
