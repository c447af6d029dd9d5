// Whether the chosen package plans for the whole group: the request form's hint, the inbox's badge, the offer
// builder's notice.

/** What the rules read of a package: the most participants it plans for (null: no upper limit). */
export interface PackageLimit {
  id: string;
  name: string;
  maxParticipants: number | null;
}

/** Whether a package's participant limit holds a group of `participantCount`. */
export function holdsGroup(pkg: PackageLimit, participantCount: number): boolean {
  return pkg.maxParticipants === null || participantCount <= pkg.maxParticipants;
}

/** A chosen package whose limit is below the group, and the smallest of the packages that holds the group instead. */
export interface OutgrownPackage<P extends PackageLimit> {
  chosen: P;
  /** The chosen package's limit. */
  limit: number;
  instead: P | undefined;
}

/**
 * The package `chosenId` names when the group of `participantCount` has outgrown it (Basis, up to 50, for 60), with
 * the first of `packages` (smallest first) that holds the group; undefined when it holds it, or nothing is chosen or
 * counted.
 */
export function outgrownPackage<P extends PackageLimit>(packages: readonly P[], chosenId: string | null | undefined, participantCount: number | undefined): OutgrownPackage<P> | undefined {
  const chosen = packages.find((pkg) => pkg.id === chosenId);
  if (!chosen || participantCount === undefined || chosen.maxParticipants === null || holdsGroup(chosen, participantCount)) return undefined;
  return { chosen, limit: chosen.maxParticipants, instead: packages.find((pkg) => holdsGroup(pkg, participantCount)) };
}
