import { COUNTER_WARNING_RATIO } from '@lectern/deck-format';

/** A text prompt's counter turns red above 95 percent of the maximum (spec/001 §5). */
export const counterWarns = (length: number, max: number): boolean => length > max * COUNTER_WARNING_RATIO;
