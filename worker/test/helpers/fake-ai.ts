/**
 * @module test/helpers/fake-ai — a tiny stand-in satisfying AiProvider, used by createTestApp only while the
 * real `local` provider (worker/src/ai/provider.ts) cannot be loaded.
 */
import type { AiProvider } from '../../src/ai/provider.js';

export function createFakeAiProvider(): AiProvider {
  return {
    name: 'local',
    canTranscribe: false,
    async processMindDump(text) {
      const title = text.trim().slice(0, 120) || 'Untitled';
      return {
        topics: [{ title, summary: text.slice(0, 4000) }],
        tasks: [
          {
            title: title.slice(0, 200),
            description: '',
            tag: 'Unsorted',
            dueDate: null,
            dueText: null,
            sourceText: text,
            people: [],
            topicIndex: 0,
          },
        ],
      };
    },
    async analyzeTopic(topic) {
      return `## ${topic.title}\n\n${topic.summary}`;
    },
    async tasksFromTopic() {
      return [];
    },
    async generateBenchmarks() {
      return [];
    },
    async analyzeKeywords() {
      return 'One.\n\nTwo.\n\nThree.';
    },
    async mergeSummaries(items) {
      return { title: items[0]?.title ?? 'Merged', summary: items.map((i) => i.summary).join('\n\n') };
    },
    async transcribe() {
      const err = new Error('Transcription is not configured');
      err.name = 'AiError';
      Object.assign(err, { status: 503 });
      throw err;
    },
  };
}
