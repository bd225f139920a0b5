/** @module lib/test-setup — vitest setup: unmount rendered components after each test (no globals mode). */
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());
