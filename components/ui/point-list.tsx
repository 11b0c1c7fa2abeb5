import DropMark from "./drop-mark";

/** Short selling points, a drop beside each, on a light band; smaller on a card. */
export default function PointList({ points, small = false }: { points: readonly string[]; small?: boolean }) {
  if (points.length === 0) return null;
  return (
    <ul className={small ? "mt-4 space-y-2" : "mt-7 space-y-3"}>
      {points.map((point) => (
        <li key={point} className={`flex items-center gap-3 ${small ? "text-sm" : "text-base"} font-bold text-ocean-900`}>
          <DropMark className={`${small ? "h-4 w-3" : "h-5 w-4"} shrink-0 text-aqua-500`} />
          {point}
        </li>
      ))}
    </ul>
  );
}
