import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './error-boundary';

function Boom(): never {
  throw new Error('Chunk failed to load');
}

describe('the generic error screen', () => {
  it('catches a render error and shows the spec texts with the message', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <ErrorBoundary>
        <Boom />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByText('An error occurred while loading the application')).toBeTruthy();
    expect(screen.getByText('Chunk failed to load')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload Application' })).toBeTruthy();
  });

  it('renders its children when nothing fails', () => {
    render(
      <ErrorBoundary>
        <p>fine</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('fine')).toBeTruthy();
  });
});
