import { clothingSizeToBuy } from '../../core/src/sizes/clothing-sizes';

/** The EU clothing size a height needs (core's rule: height + 2 cm, next size up). */
export function euClothingSizeFor(height: number): number {
  return clothingSizeToBuy(height).eu;
}
