import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LEGAL_PRIVACY_SECTIONS, LEGAL_TERMS_SECTIONS } from '@mynd/shared/domain';
import { describe, expect, it } from 'vitest';
import { PRIVACY_SECTIONS, TERMS_SECTIONS } from './legal-sections';

// Vitest runs from web/ (npm test) or from the repo root.
const publicDir = existsSync(join(process.cwd(), 'public'))
  ? join(process.cwd(), 'public')
  : join(process.cwd(), 'web/public');
const page = (name: string) => readFileSync(join(publicDir, name), 'utf8');
const sectionIds = (html: string) => [...html.matchAll(/<section id="([^"]+)"/g)].map((m) => m[1]);

describe('legal index', () => {
  it('has 19 terms and 15 privacy sections', () => {
    expect(TERMS_SECTIONS).toHaveLength(LEGAL_TERMS_SECTIONS);
    expect(PRIVACY_SECTIONS).toHaveLength(LEGAL_PRIVACY_SECTIONS);
  });

  it.each([
    ['terms.html', TERMS_SECTIONS],
    ['privacy.html', PRIVACY_SECTIONS],
  ] as const)('%s has exactly the linked sections, in order, each with real text', (file, sections) => {
    const html = page(file);
    expect(sectionIds(html)).toEqual(sections.map((s) => s.id));
    for (const block of html.split('<section id=').slice(1)) {
      const text = block.split('</section>')[0]!.replace(/<[^>]+>/g, ' ');
      expect(text.split(/\s+/).length).toBeGreaterThan(30);
    }
  });
});
