import axe from 'axe-core';

/**
 * axe-core's serious and critical violations inside `container`, one line each (rule, impact, target), for
 * component tests. Colour contrast needs a real layout engine, so the browser spec (e2e/specs/accessibility)
 * checks it; jsdom checks the rest (ARIA attributes and roles, names, ids).
 */
export async function seriousViolations(container: Element): Promise<string[]> {
  const result = await axe.run(container, {
    resultTypes: ['violations'],
    rules: { 'color-contrast': { enabled: false } },
  });
  return result.violations.flatMap((violation) =>
    violation.nodes
      .filter((node) => {
        const impact = node.impact ?? violation.impact;
        return impact === 'serious' || impact === 'critical';
      })
      .map((node) => `${violation.id} (${node.impact ?? violation.impact}) ${node.target.join(' ')}`),
  );
}
