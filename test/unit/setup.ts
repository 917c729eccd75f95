import { configure } from '@testing-library/preact';
import { afterEach } from 'vitest';
import { forgetAllQueries } from '../../src/stores/query';

// The data layer's cache lives for the page; each test starts with none.
afterEach(() => forgetAllQueries());

// findBy/waitFor wait for a condition, never a fixed time; a lazy page's first import
// on a loaded 2-core machine can take longer than testing-library's default second.
configure({ asyncUtilTimeout: 5_000 });
