/**
 * dependency-cruiser reporter for the folder graph of .dependency-cruiser-folders.cjs (run by `npm run lint`): its
 * rules see module cycles only, so the cycles between the collapsed folders are found here, as the rule
 * no-folder-cycle. Fails on any; there is no allow-list.
 */
module.exports = function folderCycles(result) {
  const uses = new Map(result.modules.map((module) => [module.source, module.dependencies.map((dependency) => dependency.resolved).filter((to) => to !== module.source)]));
  const reaches = (from, to, seen = new Set()) => from === to || (!seen.has(from) && (seen.add(from), (uses.get(from) ?? []).some((next) => reaches(next, to, seen))));
  const cycles = [...uses].flatMap(([from, targets]) => targets.filter((to) => reaches(to, from)).map((to) => `  error no-folder-cycle: ${from} → ${to} (and back)`));
  return {
    output: cycles.length ? `\n${cycles.join('\n')}\n\nx ${cycles.length} folder imports in a cycle.\n` : `✔ no folder cycle (${uses.size} folders)\n`,
    exitCode: cycles.length ? 1 : 0,
  };
};
