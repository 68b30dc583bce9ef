import { code128Bars } from '../lib/code128';

/**
 * A Code 128 barcode drawn as SVG bars, labelled with its value for screen readers. Scanners need the bars black on
 * white whatever the colour mode, so the colours are fixed.
 */
export function Barcode({
  value,
  height = 56,
  testId = 'barcode',
}: {
  value: string;
  height?: number;
  testId?: string;
}) {
  const { bars, width } = code128Bars(value);
  return (
    <svg
      role="img"
      aria-label={value}
      viewBox={`0 0 ${width} ${height}`}
      width="100%"
      height={height}
      preserveAspectRatio="none"
      data-testid={testId}
      style={{ maxWidth: `${width * 2}px` }}
    >
      <rect x="0" y="0" width={width} height={height} fill="#fff" />
      {bars.map((b) => (
        <rect key={b.x} x={b.x} y="0" width={b.width} height={height} fill="#000" />
      ))}
    </svg>
  );
}
