/** Every node reachable from `start` (itself included) following `edges`, each visited once. */
export function walkGraph(start: string, edges: (node: string) => Iterable<string>): string[] {
  const seen = new Set<string>();
  const queue = [start];
  while (queue.length) {
    const node = queue.pop()!;
    if (seen.has(node)) continue;
    seen.add(node);
    queue.push(...edges(node));
  }
  return [...seen];
}
