import { configure } from '@testing-library/preact';

// The one way unit tests reach testing-library, configured here rather than in the setup
// file, so the files that render nothing do not pay its import (a good part of a file's start).
// findBy/waitFor wait for a condition, never a fixed time; a lazy page's first import
// on a loaded 2-core machine can take longer than testing-library's default second.
configure({ asyncUtilTimeout: 5_000 });

export * from '@testing-library/preact';
