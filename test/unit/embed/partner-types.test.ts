// The partners' .d.ts (types/tote-elements.d.ts, shipped as dist/widgets/tote-elements.d.ts)
// is the one written definition of the host contract; the widgets' source takes its event
// types from it. These checks hold it to what the code actually does: the elements that
// register, the attributes each observes, the events the host API knows, the statuses.
import { readdirSync, readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import type { ToteUserStatus } from '../../../types/tote-elements';
import { USER_STATUSES, type UserStatus } from '../../../src/api/shapes/user';
import { TOTE_EVENTS } from '../../../src/embed/host-events';

// Compile-time (npm run typecheck): the two status unions are the same set.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const statusesAgree: Same<ToteUserStatus, UserStatus> = true;

const DTS = 'types/tote-elements.d.ts';
const program = ts.createProgram([DTS], { noEmit: true, skipLibCheck: true, types: [] });
const checker = program.getTypeChecker();
const source = program.getSourceFile(DTS)!;

function declaration<T extends ts.Node>(name: string, is: (node: ts.Node) => node is T): T {
  let found: T | undefined;
  const visit = (node: ts.Node) => {
    if (is(node) && (node as unknown as { name?: ts.Identifier }).name?.text === name) found ??= node;
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (!found) throw new Error(`${DTS} declares no ${name}`);
  return found;
}

const memberNames = (node: ts.InterfaceDeclaration) => node.members.map((m) => (m.name as ts.StringLiteral | ts.Identifier).text);

/** The attribute names of each element in ToteIntrinsicElements: the properties of A in ToteJsx<A>, inherited ones too. */
function attributesByElement(): Record<string, string[]> {
  const elements = declaration('ToteIntrinsicElements', ts.isInterfaceDeclaration);
  return Object.fromEntries(
    elements.members.map((member) => {
      const jsx = (member as ts.PropertySignature).type as ts.TypeReferenceNode;
      const attributes = checker.getTypeFromTypeNode(jsx.typeArguments![0]);
      return [(member.name as ts.StringLiteral).text, checker.getPropertiesOfType(attributes).map((p) => p.name)];
    }),
  );
}

// Every widget's element module, as the bundles load them.
const widgets = readdirSync('widgets', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
await Promise.all(widgets.map((name) => import(`../../../widgets/${name}/${name}-element.tsx`)));

describe('the partners’ type definitions', () => {
  it('name every status the API gives, and no other', () => {
    expect(statusesAgree).toBe(true);
    const union = declaration('ToteUserStatus', ts.isTypeAliasDeclaration).type as ts.UnionTypeNode;
    const written = union.types.map((t) => ((t as ts.LiteralTypeNode).literal as ts.StringLiteral).text);
    expect(written.sort()).toEqual([...USER_STATUSES].sort());
  });

  it('name exactly the events the widgets emit and the host API accepts', () => {
    expect(memberNames(declaration('ToteEventDetailMap', ts.isInterfaceDeclaration)).sort()).toEqual([...TOTE_EVENTS].sort());
  });

  it('type exactly the elements that register, each with the attributes it observes', () => {
    const registered = widgets
      .map((name) => `tote-${name}`)
      .map((tag) => [tag, customElements.get(tag) as (CustomElementConstructor & { observedAttributes: string[] }) | undefined] as const);
    for (const [tag, element] of registered) expect(element, `${tag} registers`).toBeDefined();

    const typed = attributesByElement();
    expect(Object.keys(typed).sort()).toEqual(registered.map(([tag]) => tag).sort());
    const tagMap = readFileSync(DTS, 'utf8').match(/interface HTMLElementTagNameMap \{([^}]*)\}/)![1];
    expect([...tagMap.matchAll(/'(tote-[a-z]+)'/g)].map((m) => m[1]).sort()).toEqual(Object.keys(typed).sort());
    for (const [tag, element] of registered) expect(typed[tag].sort(), tag).toEqual([...element!.observedAttributes].sort());
  });
});
