import { describe, expect, it } from 'vitest';
import { PACKAGES } from './packages';
import { holdsGroup, outgrownPackage } from './rules';

const pkg = (id: string) => PACKAGES.find((p) => p.id === id)!;

describe('a package and its group', () => {
  it('holds a group up to its limit, and Enterprise any group', () => {
    expect(holdsGroup(pkg('basis'), 50)).toBe(true);
    expect(holdsGroup(pkg('basis'), 51)).toBe(false);
    expect(holdsGroup(pkg('premium'), 200)).toBe(true);
    expect(holdsGroup(pkg('premium'), 201)).toBe(false);
    expect(holdsGroup(pkg('enterprise'), 100_000)).toBe(true);
  });

  it('is outgrown when its limit is below the group, with the smallest package that holds it instead', () => {
    expect(outgrownPackage(PACKAGES, 'basis', 60)).toEqual({ chosen: pkg('basis'), limit: 50, instead: pkg('premium') });
    expect(outgrownPackage(PACKAGES, 'basis', 250)).toEqual({ chosen: pkg('basis'), limit: 50, instead: pkg('enterprise') });
    expect(outgrownPackage(PACKAGES, 'premium', 201)?.instead?.id).toBe('enterprise');
  });

  it('is not flagged when it holds the group, has no limit, or nothing is chosen or counted', () => {
    expect(outgrownPackage(PACKAGES, 'basis', 50)).toBeUndefined();
    expect(outgrownPackage(PACKAGES, 'enterprise', 20)).toBeUndefined();
    expect(outgrownPackage(PACKAGES, 'enterprise', 5_000)).toBeUndefined();
    expect(outgrownPackage(PACKAGES, null, 60)).toBeUndefined();
    expect(outgrownPackage(PACKAGES, 'gold', 60)).toBeUndefined();
    expect(outgrownPackage(PACKAGES, 'basis', undefined)).toBeUndefined();
  });

  it('has no instead when no package holds the group', () => {
    expect(outgrownPackage([pkg('basis'), pkg('premium')], 'basis', 300)).toEqual({ chosen: pkg('basis'), limit: 50, instead: undefined });
  });
});
