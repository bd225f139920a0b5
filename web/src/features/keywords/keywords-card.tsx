/** @module Topic Keywords: up to 30 badges sized and faded by frequency; Analyze Keywords swaps in an AI analysis. */
import {
  KEYWORD_ANALYSIS_FAILED_MESSAGE,
  KEYWORD_CLOUD_SHOWN,
  keywordWeight,
  NO_KEYWORDS_MESSAGE,
} from '@mynd/shared/domain';
import type { Keyword } from '@mynd/shared/schemas';
import { Sparkles, Tags } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { api } from '../../lib/api';
import { useApiQuery } from '../../lib/query';
import { toastError } from '../tasks/toast';

/**
 * Size (0.75–1.25 rem) and strength from the keyword's relative frequency. Rare words fade toward the muted
 * text colour and a paler tint rather than through opacity, so every badge keeps a readable contrast.
 */
export function keywordStyle(count: number, max: number) {
  const w = keywordWeight(count, max);
  const pct = Math.round(w * 100);
  return {
    fontSize: `${(0.75 + 0.5 * w).toFixed(3)}rem`,
    color: `color-mix(in oklab, var(--primary) ${pct}%, var(--muted-foreground))`,
    backgroundColor: `color-mix(in oklab, var(--primary) ${Math.round(4 + 10 * w)}%, transparent)`,
    borderColor: `color-mix(in oklab, var(--primary) ${Math.round(10 + 25 * w)}%, transparent)`,
  };
}

export function KeywordsCard() {
  const keywords = useApiQuery<Keyword[]>(
    ['main', 'keywords'],
    async () => (await api.summaries.keywords()).keywords,
    {
      topics: ['summaries'],
    },
  );
  const [analysis, setAnalysis] = useState<string | null>(null);
  const [analyzing, setAnalyzing] = useState(false);
  const shown = (keywords.data ?? []).slice(0, KEYWORD_CLOUD_SHOWN);
  const max = shown[0]?.count ?? 0;

  async function analyze() {
    setAnalyzing(true);
    try {
      const result = await api.summaries.analyzeKeywords();
      setAnalysis(result.analysis.trim() || KEYWORD_ANALYSIS_FAILED_MESSAGE);
    } catch {
      toastError('Error', KEYWORD_ANALYSIS_FAILED_MESSAGE);
    } finally {
      setAnalyzing(false);
    }
  }

  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-2">
        <CardTitle className="flex items-center gap-2">
          <Tags className="size-4 text-muted-foreground" aria-hidden="true" />
          Topic Keywords
        </CardTitle>
        {analysis !== null ? (
          <Button size="sm" variant="outline" onClick={() => setAnalysis(null)}>
            Show Keywords
          </Button>
        ) : (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => void analyze()}
            disabled={analyzing || shown.length === 0}
          >
            <Sparkles aria-hidden="true" />
            {analyzing ? 'Analyzing...' : 'Analyze Keywords'}
          </Button>
        )}
      </CardHeader>
      <CardContent>
        {analysis !== null ? (
          <div className="space-y-3 text-sm leading-relaxed">
            {analysis.split(/\n\s*\n/).map((paragraph, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs are positional.
              <p key={i}>{paragraph}</p>
            ))}
          </div>
        ) : keywords.isLoading ? (
          <Skeleton className="h-20" />
        ) : shown.length === 0 ? (
          <p className="text-sm text-muted-foreground">{NO_KEYWORDS_MESSAGE}</p>
        ) : (
          <ul className="flex flex-wrap items-baseline gap-2" aria-label="Keywords">
            {shown.map((k) => (
              <li
                key={k.word}
                title={`${k.word}: ${k.count}`}
                className="rounded-full border px-2.5 py-0.5 font-medium"
                style={keywordStyle(k.count, max)}
              >
                {k.word}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
