// index.html's first script (rollup.config.mjs builds it alone, scripts/finish-build.mjs writes it in): see site/staff-session.ts.
import { shareStaffSession } from './staff-session';

shareStaffSession();
