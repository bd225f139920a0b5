/** @module features/legal/legal-page — `/legal`: links to every terms and privacy section, opened in a new tab. */
import { ArrowLeft, ExternalLink, FileText, Lock } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Logo } from '../header/logo';
import { type LegalSection, PRIVACY_SECTIONS, TERMS_SECTIONS } from './legal-sections';

function SectionList({
  title,
  description,
  page,
  sections,
  icon: Icon,
}: {
  title: string;
  description: string;
  page: string;
  sections: readonly LegalSection[];
  icon: typeof FileText;
}) {
  const headingId = `${page.replace('.html', '')}-heading`;
  return (
    <Card className="p-5" role="region" aria-labelledby={headingId}>
      <div className="mb-4 flex items-start gap-3">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
          <Icon className="size-4" aria-hidden />
        </span>
        <div>
          <h2 id={headingId} className="font-semibold tracking-tight">
            {title}
          </h2>
          <p className="text-sm text-muted-foreground">{description}</p>
        </div>
      </div>
      <ol className="grid gap-0.5">
        {sections.map((section, i) => (
          <li key={section.id}>
            <a
              href={`/${page}#${section.id}`}
              target="_blank"
              rel="noopener noreferrer"
              className="group flex items-center gap-3 rounded-lg px-2 py-2 text-sm transition-colors hover:bg-muted"
            >
              <span className="w-6 text-right font-mono text-xs text-muted-foreground">{i + 1}.</span>
              <span className="flex-1">{section.title}</span>
              <ExternalLink
                className="size-3.5 text-muted-foreground opacity-0 transition-opacity group-hover:opacity-100"
                aria-hidden
              />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ol>
    </Card>
  );
}

function LegalPage() {
  const navigate = useNavigate();
  return (
    <div className="min-h-dvh bg-background">
      <header className="border-b border-border">
        <div className="mx-auto flex h-14 max-w-5xl items-center justify-between px-4 sm:px-6">
          <Logo hideWordmarkOnMobile={false} />
          <Button variant="ghost" onClick={() => (window.history.length > 1 ? navigate(-1) : navigate('/'))}>
            <ArrowLeft aria-hidden />
            Back to App
          </Button>
        </div>
      </header>
      <main className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
        <h1 className="text-2xl font-semibold tracking-tight">Legal Information</h1>
        <p className="mt-1 text-sm text-muted-foreground">
          The terms that govern Mynd and how we handle your data. Each section opens in a new tab.
        </p>
        <div className="mt-6 grid gap-6 md:grid-cols-2">
          <SectionList
            title="Terms of Service"
            description={`${TERMS_SECTIONS.length} sections`}
            page="terms.html"
            sections={TERMS_SECTIONS}
            icon={FileText}
          />
          <SectionList
            title="Privacy Policy"
            description={`${PRIVACY_SECTIONS.length} sections`}
            page="privacy.html"
            sections={PRIVACY_SECTIONS}
            icon={Lock}
          />
        </div>
      </main>
    </div>
  );
}

export default LegalPage;
