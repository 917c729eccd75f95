import { afterEach } from 'vitest';
import { forgetAllQueries } from '../../src/stores/query';

// The data layer's cache lives for the page; each test starts with none.
afterEach(() => forgetAllQueries());
