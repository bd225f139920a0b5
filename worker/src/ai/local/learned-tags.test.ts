import { describe, expect, it, vi } from 'vitest';
import { type TagExample, trainTagModel } from './learned-tags.js';
import { words } from './tags.js';

// `words` as it is, counted: how often training reads a text's words.
vi.mock('./tags.js', async (original) => {
  const tags = await original<typeof import('./tags.js')>();
  return { ...tags, words: vi.fn(tags.words) };
});

const TAGS = ['Work-DevOps', 'Work-Manufacturing', 'Family', 'Life', 'Unsorted', 'Blog', 'Evenings'];
const retag = (text: string, tag: string): TagExample => ({ text, tag, weight: 3 });
const own = (text: string, tag: string): TagExample => ({ text, tag, weight: 1 });

describe('trainTagModel', () => {
  it.each([
    {
      name: 'one correction on a shared content word decides',
      examples: [retag('Restring the cello', 'Evenings')],
      text: 'Practise the cello scales',
      tag: 'Evenings',
    },
    {
      name: 'generic to-do words alone say nothing',
      examples: [retag('Call the plumber', 'Evenings'), retag('Book the table', 'Evenings')],
      text: 'Call the bank and book a slot',
      tag: null,
    },
    {
      name: 'a single weak example is not enough support',
      examples: [{ text: 'Deploy the blog theme', tag: 'Blog', weight: 0.3 }],
      text: 'Deploy the blog comments',
      tag: null,
    },
    {
      name: 'corrections outweigh the tasks that had the old tag',
      examples: [
        own('Deploy the blog theme', 'Work-DevOps'),
        retag('Deploy the blog theme', 'Blog'),
        retag('Fix the blog RSS feed', 'Blog'),
      ],
      text: 'Deploy the new blog layout',
      tag: 'Blog',
    },
    {
      name: 'a tag the user no longer has is never suggested',
      examples: [retag('Restring the cello', 'Music')],
      text: 'Practise the cello',
      tag: null,
    },
    {
      name: 'two areas the user keeps apart stay apart',
      examples: [
        retag('Restring the cello', 'Evenings'),
        retag('Cello lesson with Marta', 'Evenings'),
        retag('Kubernetes cluster upgrade', 'Work-DevOps'),
        retag('Drain the kubernetes node', 'Work-DevOps'),
      ],
      text: 'Upgrade the kubernetes ingress',
      tag: 'Work-DevOps',
    },
    {
      name: 'the articles and errand verbs of another language say nothing either',
      examples: [retag('Plantar los ajos', 'Evenings'), retag('Regar los tomates', 'Evenings')],
      text: 'Recoger a los niños del colegio',
      tag: null,
    },
    {
      name: '… while the words of the area do',
      examples: [retag('Plantar los ajos', 'Evenings'), retag('Regar los tomates', 'Evenings')],
      text: 'Plantar las cebollas',
      tag: 'Evenings',
    },
  ])('$name', ({ examples, text, tag }) => {
    const model = trainTagModel(examples, TAGS);
    expect(model?.guess(text)?.tag ?? null).toBe(tag);
  });

  it('has nothing to say without examples', () => {
    expect(trainTagModel([], TAGS)).toBeNull();
    expect(trainTagModel([own('Buy milk', 'Unsorted')], TAGS)).toBeNull();
  });

  it("reads each example's words once, not again on every dump", () => {
    const examples = [
      retag('Tune the harpsichord', 'Evenings'),
      retag('Harpsichord lesson with Ines', 'Evenings'),
      own('Rotate the vault tokens', 'Work-DevOps'),
    ];
    const read = vi.mocked(words);
    read.mockClear();
    const first = trainTagModel(examples, TAGS);
    expect(read).toHaveBeenCalledTimes(3);
    // The next dump's examples: the same tasks and one new one.
    const next = trainTagModel([...examples, own('Renew the vault certificate', 'Work-DevOps')], TAGS);
    expect(read).toHaveBeenCalledTimes(4);
    expect(next?.guess('Restring the harpsichord')?.tag).toBe('Evenings');
    expect(first?.guess('Restring the harpsichord')?.tag).toBe('Evenings');
  });
});
