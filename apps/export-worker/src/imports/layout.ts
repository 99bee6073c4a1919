/** A picture of `natural` proportions placed in `box` as `object-fit: contain` places it (px). */
export function fitted(
  natural: { width: number; height: number },
  box: { width: number; height: number },
): { x: number; y: number; width: number; height: number } {
  const scale = Math.min(box.width / natural.width, box.height / natural.height);
  const width = Math.round(natural.width * scale);
  const height = Math.round(natural.height * scale);
  return { x: Math.round((box.width - width) / 2), y: Math.round((box.height - height) / 2), width, height };
}
