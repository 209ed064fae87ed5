/**
 * Akeneo's measurement units the import converts between: per unit its family, its factor to the
 * family's standard unit and the symbol shown after values. Temperatures are not converted (they
 * need offsets): a temperature in another unit than the attribute's is refused.
 */
const UNITS: Record<string, [family: string, factor: number, symbol: string]> = {
  MILLIGRAM: ['Weight', 0.001, 'mg'],
  GRAM: ['Weight', 1, 'g'],
  KILOGRAM: ['Weight', 1000, 'kg'],
  TON: ['Weight', 1_000_000, 't'],
  OUNCE: ['Weight', 28.349523125, 'oz'],
  POUND: ['Weight', 453.59237, 'lb'],
  MILLIMETER: ['Length', 0.001, 'mm'],
  CENTIMETER: ['Length', 0.01, 'cm'],
  DECIMETER: ['Length', 0.1, 'dm'],
  METER: ['Length', 1, 'm'],
  KILOMETER: ['Length', 1000, 'km'],
  INCH: ['Length', 0.0254, 'in'],
  FEET: ['Length', 0.3048, 'ft'],
  YARD: ['Length', 0.9144, 'yd'],
  SQUARE_MILLIMETER: ['Area', 0.000001, 'mm²'],
  SQUARE_CENTIMETER: ['Area', 0.0001, 'cm²'],
  SQUARE_METER: ['Area', 1, 'm²'],
  MILLILITER: ['Volume', 0.001, 'ml'],
  CENTILITER: ['Volume', 0.01, 'cl'],
  DECILITER: ['Volume', 0.1, 'dl'],
  LITER: ['Volume', 1, 'l'],
  CUBIC_CENTIMETER: ['Volume', 0.001, 'cm³'],
  CUBIC_METER: ['Volume', 1000, 'm³'],
  MILLIWATT: ['Power', 0.001, 'mW'],
  WATT: ['Power', 1, 'W'],
  KILOWATT: ['Power', 1000, 'kW'],
  MEGAWATT: ['Power', 1_000_000, 'MW'],
  MILLIVOLT: ['Voltage', 0.001, 'mV'],
  VOLT: ['Voltage', 1, 'V'],
  KILOVOLT: ['Voltage', 1000, 'kV'],
  MILLIAMPERE: ['ElectricCurrent', 0.001, 'mA'],
  AMPERE: ['ElectricCurrent', 1, 'A'],
  HERTZ: ['Frequency', 1, 'Hz'],
  KILOHERTZ: ['Frequency', 1000, 'kHz'],
  MEGAHERTZ: ['Frequency', 1_000_000, 'MHz'],
  GIGAHERTZ: ['Frequency', 1_000_000_000, 'GHz'],
  MILLISECOND: ['Duration', 0.001, 'ms'],
  SECOND: ['Duration', 1, 's'],
  MINUTE: ['Duration', 60, 'min'],
  HOUR: ['Duration', 3600, 'h'],
  DAY: ['Duration', 86400, 'd'],
  WATT_HOUR: ['Energy', 3600, 'Wh'],
  KILOWATT_HOUR: ['Energy', 3_600_000, 'kWh'],
  JOULE: ['Energy', 1, 'J'],
  KILOJOULE: ['Energy', 1000, 'kJ'],
  LUMEN: ['Brightness', 1, 'lm'],
  CELSIUS: ['Temperature', 1, '°C'],
  FAHRENHEIT: ['Temperature', 1, '°F'],
  KELVIN: ['Temperature', 1, 'K'],
};

/** The symbol shown after a value of this unit (the unit's code, lower case, when unknown). */
export const unitSymbol = (unit: string) => UNITS[unit]?.[2] ?? unit.toLowerCase();

/** A value in unit `from` expressed in unit `to`, or the reason it cannot be. */
export function convertUnit(value: number, from: string, to: string): number | string {
  if (from === to) return value;
  const a = UNITS[from];
  const b = UNITS[to];
  if (!a) return `unknown unit "${from}"`;
  if (!b || a[0] !== b[0] || a[0] === 'Temperature')
    return `unit "${from}" cannot be converted to ${to}, the attribute's unit`;
  // Rounded to 12 significant digits: 850 GRAM is 0.85 KILOGRAM, not 0.8500000000000001.
  return Number(((value * a[1]) / b[1]).toPrecision(12));
}
