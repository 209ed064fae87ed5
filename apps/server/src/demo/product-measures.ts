import type { ProductType } from './category-vocabulary.ts';

type Range = readonly [number, number];

/**
 * What each demo product type can be made of and how large and heavy it is, so a desk lamp is
 * neither linen nor the size of a wardrobe. Sizes in cm (a throw's and a rug's height is their
 * length, their depth their thickness), weights in kg, power in W. Every type has two materials
 * or more, so drawing from its list takes as many random numbers as drawing from all of them:
 * the rest of the demo stays what it was.
 */
export interface ProductMeasures {
  materials: readonly string[];
  width: Range;
  height: Range;
  depth: Range;
  weight: Range;
  power?: Range;
}

/** A type's measures, in the order of the interface: materials, then the ranges. */
const measures = (
  materials: readonly string[],
  width: Range,
  height: Range,
  depth: Range,
  weight: Range,
  power?: Range,
): ProductMeasures => ({ materials, width, height, depth, weight, ...(power ? { power } : {}) });

export const MEASURES: Record<ProductType, ProductMeasures> = {
  'pendant-light': measures(
    ['glass', 'aluminium', 'ceramic', 'linen', 'steel'],
    [20, 60],
    [20, 50],
    [20, 60],
    [0.8, 6],
    [6, 40],
  ),
  'wall-light': measures(
    ['steel', 'aluminium', 'glass', 'ceramic'],
    [10, 40],
    [10, 40],
    [8, 25],
    [0.5, 3],
    [4, 20],
  ),
  'desk-lamp': measures(
    ['steel', 'aluminium', 'ceramic', 'oak-wood'],
    [12, 25],
    [35, 60],
    [15, 50],
    [1, 4],
    [4, 12],
  ),
  'garden-light': measures(['aluminium', 'steel', 'glass'], [10, 25], [30, 100], [10, 25], [1, 8], [3, 15]),
  'facade-light': measures(['aluminium', 'steel', 'glass'], [10, 30], [10, 35], [8, 20], [0.5, 3], [5, 25]),
  chair: measures(['oak-wood', 'steel', 'wool', 'linen'], [42, 55], [75, 90], [45, 58], [3.5, 9]),
  'lounge-chair': measures(['oak-wood', 'wool', 'linen', 'steel'], [65, 95], [70, 105], [70, 95], [12, 35]),
  stool: measures(['oak-wood', 'steel', 'aluminium'], [30, 45], [45, 80], [30, 45], [2.5, 7]),
  'dining-table': measures(
    ['oak-wood', 'steel', 'glass', 'ceramic'],
    [140, 240],
    [73, 76],
    [80, 110],
    [25, 80],
  ),
  'coffee-table': measures(['oak-wood', 'glass', 'ceramic', 'steel'], [60, 130], [30, 45], [45, 80], [8, 30]),
  cushion: measures(['linen', 'wool'], [40, 60], [40, 60], [10, 18], [0.3, 1.2]),
  throw: measures(['wool', 'linen'], [130, 150], [170, 200], [1, 2], [0.8, 2]),
  rug: measures(['wool', 'linen'], [160, 300], [230, 400], [1, 2], [5, 25]),
};
