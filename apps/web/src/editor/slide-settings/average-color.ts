/** An image's average colour and how opaque it is on average, or null when it can not be read. */
export function averageColor(src: string): Promise<{ color: string; alpha: number } | null> {
  return new Promise((resolve) => {
    const image = new Image();
    image.crossOrigin = 'anonymous';
    image.onload = () => {
      try {
        const canvas = document.createElement('canvas');
        canvas.width = canvas.height = 16;
        const context = canvas.getContext('2d', { willReadFrequently: true });
        if (!context) return resolve(null);
        context.drawImage(image, 0, 0, 16, 16);
        const data = context.getImageData(0, 0, 16, 16).data;
        const sum = [0, 0, 0, 0];
        for (let i = 0; i < data.length; i += 4) for (let c = 0; c < 4; c++) sum[c]! += data[i + c]!;
        const pixels = data.length / 4;
        const [r, g, b, a] = sum.map((total) => Math.round(total / pixels)) as [number, number, number, number];
        resolve({ color: `rgb(${r}, ${g}, ${b})`, alpha: a / 255 });
      } catch {
        // A picture from a site that does not allow reading it: no colour.
        resolve(null);
      }
    };
    image.onerror = () => resolve(null);
    image.src = src;
  });
}
