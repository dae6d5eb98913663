import type { OnboardBrand } from '@bizamply/contracts';
import { describe, expect, it } from 'vitest';
import { brandInitials, brandListState, brandStatusDisplay, resolveBrandSelection } from './brand-selection';

const brand = (id: string, services: OnboardBrand['ServiceConnected'] = []): OnboardBrand => ({
  BrandId: id,
  BrandName: `Brand ${id}`,
  ServiceConnected: services,
  status: 'Not Connected',
  serviceCount: services.length,
});

describe('brand connection status (spec 2 §4, §9)', () => {
  it('0 services is Not Connected', () => {
    expect(brandStatusDisplay(brand('a'))).toEqual({ label: 'Not Connected', tone: 'error', detail: 'Not Connected' });
  });

  it('1 or 2 services is Partial Setup', () => {
    expect(brandStatusDisplay(brand('a', ['shopify']))).toMatchObject({
      label: 'Partial Setup',
      tone: 'warning',
      detail: 'Partial Setup · 1 service',
    });
    expect(brandStatusDisplay(brand('a', ['shopify', 'judgeme'])).label).toBe('Partial Setup');
  });

  it('3 or more services is Connected, with the count', () => {
    expect(brandStatusDisplay(brand('a', ['shopify', 'judgeme', 'instagram']))).toEqual({
      label: 'Connected',
      tone: 'success',
      detail: 'Connected · 3 services',
    });
    expect(brandStatusDisplay(brand('a', ['shopify', 'yotpo', 'instagram', 'google'])).detail).toBe(
      'Connected · 4 services',
    );
  });
});

describe('brand selection (spec 2 §4)', () => {
  const brands = [brand('a'), brand('b'), brand('c')];

  it('restores the brand this browser remembers', () => {
    expect(resolveBrandSelection(brands, 'c', 'b')).toBe('c');
  });

  it("falls back to the server's saved brand, then to the first", () => {
    expect(resolveBrandSelection(brands, null, 'b')).toBe('b');
    expect(resolveBrandSelection(brands, 'deleted', 'b')).toBe('b');
    expect(resolveBrandSelection(brands, 'deleted', 'gone')).toBe('a');
    expect(resolveBrandSelection(brands, null, null)).toBe('a');
  });

  it('selects nothing without brands', () => {
    expect(resolveBrandSelection([], 'a', 'a')).toBeNull();
  });
});

describe('brand list states (spec 2 §8)', () => {
  it("shows 'Error loading brands' and 'No brands found'", () => {
    expect(brandListState({ isPending: false, isError: true })).toEqual({
      kind: 'error',
      message: 'Error loading brands',
    });
    expect(brandListState({ isPending: false, isError: false, data: { brands: [] } })).toEqual({
      kind: 'empty',
      message: 'No brands found',
    });
    expect(brandListState({ isPending: true, isError: false })).toEqual({ kind: 'loading' });
    expect(brandListState({ isPending: false, isError: false, data: { brands: [1] } })).toEqual({ kind: 'ready' });
  });
});

describe('brand initials', () => {
  it('takes the first letters of two words, or two letters of one', () => {
    expect(brandInitials('Northwind Coffee')).toBe('NC');
    expect(brandInitials('lumen')).toBe('LU');
    expect(brandInitials('  ')).toBe('?');
  });
});
