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

export const MEASURES: Record<ProductType, ProductMeasures> = {
  'pendant-light': {
    materials: ['glass', 'aluminium', 'ceramic', 'linen', 'steel'],
    width: [20, 60],
    height: [20, 50],
    depth: [20, 60],
    weight: [0.8, 6],
    power: [6, 40],
  },
  'wall-light': {
    materials: ['steel', 'aluminium', 'glass', 'ceramic'],
    width: [10, 40],
    height: [10, 40],
    depth: [8, 25],
    weight: [0.5, 3],
    power: [4, 20],
  },
  'desk-lamp': {
    materials: ['steel', 'aluminium', 'ceramic', 'oak-wood'],
    width: [12, 25],
    height: [35, 60],
    depth: [15, 50],
    weight: [1, 4],
    power: [4, 12],
  },
  'garden-light': {
    materials: ['aluminium', 'steel', 'glass'],
    width: [10, 25],
    height: [30, 100],
    depth: [10, 25],
    weight: [1, 8],
    power: [3, 15],
  },
  'facade-light': {
    materials: ['aluminium', 'steel', 'glass'],
    width: [10, 30],
    height: [10, 35],
    depth: [8, 20],
    weight: [0.5, 3],
    power: [5, 25],
  },
  chair: {
    materials: ['oak-wood', 'steel', 'wool', 'linen'],
    width: [42, 55],
    height: [75, 90],
    depth: [45, 58],
    weight: [3.5, 9],
  },
  'lounge-chair': {
    materials: ['oak-wood', 'wool', 'linen', 'steel'],
    width: [65, 95],
    height: [70, 105],
    depth: [70, 95],
    weight: [12, 35],
  },
  stool: {
    materials: ['oak-wood', 'steel', 'aluminium'],
    width: [30, 45],
    height: [45, 80],
    depth: [30, 45],
    weight: [2.5, 7],
  },
  'dining-table': {
    materials: ['oak-wood', 'steel', 'glass', 'ceramic'],
    width: [140, 240],
    height: [73, 76],
    depth: [80, 110],
    weight: [25, 80],
  },
  'coffee-table': {
    materials: ['oak-wood', 'glass', 'ceramic', 'steel'],
    width: [60, 130],
    height: [30, 45],
    depth: [45, 80],
    weight: [8, 30],
  },
  cushion: {
    materials: ['linen', 'wool'],
    width: [40, 60],
    height: [40, 60],
    depth: [10, 18],
    weight: [0.3, 1.2],
  },
  throw: {
    materials: ['wool', 'linen'],
    width: [130, 150],
    height: [170, 200],
    depth: [1, 2],
    weight: [0.8, 2],
  },
  rug: {
    materials: ['wool', 'linen'],
    width: [160, 300],
    height: [230, 400],
    depth: [1, 2],
    weight: [5, 25],
  },
};
