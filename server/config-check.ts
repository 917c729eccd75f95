import { CLUB_FACTS } from '../src/config/club-facts';
import { ConfigError, isProduction } from './config';
import { lower, value } from './config-rules';
import { CONFIG_VARIABLES } from './config-variables';

export interface ConfigProblem {
  name: string;
  problem: string;
  format: string;
  example: string;
}

/** The demo club's identity as shipped in src/config/club-facts.ts: production must not present it as its own. */
export const DEMO_CLUB_IDENTITY = { legalName: 'Tote Luxe Rentals Private Limited', gstin: '27AAKCT4182M1ZP', grievanceEmail: 'grievance@toteclub.in' };

export function clubFactsAreDemo(facts: { legalName: string; gstin: string | null; grievanceOfficer: { email: string } } = CLUB_FACTS): boolean {
  return (
    facts.legalName === DEMO_CLUB_IDENTITY.legalName ||
    facts.gstin === DEMO_CLUB_IDENTITY.gstin ||
    facts.grievanceOfficer.email === DEMO_CLUB_IDENTITY.grievanceEmail
  );
}

/** The club's facts as a row of the check: production refuses the demo club's. */
function clubFactsProblem(env: NodeJS.ProcessEnv): ConfigProblem | null {
  if (!isProduction(env) || !clubFactsAreDemo() || lower(env, 'TOTE_ALLOW_DEMO_FACTS') === 'yes') return null;
  return {
    name: 'club facts',
    problem:
      "src/config/club-facts.ts still holds the demo club's legal facts (company, GSTIN, Grievance Officer): put in your own and rebuild (npm run build)",
    format: "your company's legal name, CIN, GSTIN, registered office and Grievance Officer",
    example: 'see docs/operations.md, "Configuration"',
  };
}

/** Every missing or malformed setting, in the table's order (empty: the server may start). */
export function checkConfig(env: NodeJS.ProcessEnv = process.env): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  for (const variable of CONFIG_VARIABLES) {
    const raw = value(env, variable.name);
    const problem = raw ? variable.check?.(raw, env) : variable.requiredWhen?.(env) ? `missing: ${variable.requiredWhen(env)}` : null;
    if (problem)
      problems.push({
        name: variable.name,
        problem: raw ? `${problem} (got "${shown(variable.name, raw)}")` : problem,
        format: variable.format,
        example: variable.example,
      });
  }
  const facts = clubFactsProblem(env);
  if (facts) problems.push(facts);
  return problems;
}

/** A secret's value is never echoed back: only that it was given. */
const shown = (name: string, raw: string) => (/SECRET|KEY|PASSWORD|AUTH/.test(name) ? '…' : name === 'DATABASE_URL' ? raw.replace(/\/\/[^@/]*@/, '//…@') : raw);

/** The message production stops with: every problem on its own lines, with the format and an example. */
export function describeProblems(problems: ConfigProblem[]): string {
  const lines = [
    `Tote cannot start: ${problems.length} setting${problems.length === 1 ? ' is' : 's are'} missing or malformed (docs/operations.md, "Configuration"):`,
  ];
  for (const p of problems) lines.push(`  ${p.name}: ${p.problem}.`, `      format: ${p.format}; e.g. ${p.example}`);
  return lines.join('\n');
}

/** `npm run admin -- check-config`: every variable with its state, then the problems; secrets are shown as set, never their value. */
export function configTable(env: NodeJS.ProcessEnv = process.env): { lines: string[]; problems: ConfigProblem[] } {
  const problems = checkConfig(env);
  const bad = new Set(problems.map((p) => p.name));
  const width = Math.max(...CONFIG_VARIABLES.map((v) => v.name.length));
  const lines = [`${'variable'.padEnd(width)}  state`];
  for (const variable of CONFIG_VARIABLES) {
    const raw = value(env, variable.name);
    const state = bad.has(variable.name) ? (raw ? 'MALFORMED' : 'MISSING') : raw ? `set: ${shown(variable.name, raw)}` : `not set (${variable.fallback})`;
    lines.push(`${variable.name.padEnd(width)}  ${state}`);
  }
  lines.push('');
  lines.push(
    problems.length ? describeProblems(problems).replace('Tote cannot start', 'The server would not start') : 'Every setting is good: the server can start.',
  );
  return { lines, problems };
}

/** For main.ts and the admin command: throws one ConfigError naming every problem. */
export function assertConfig(env: NodeJS.ProcessEnv = process.env): void {
  const problems = checkConfig(env);
  if (problems.length) throw new ConfigError(describeProblems(problems));
}
