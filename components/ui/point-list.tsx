import DropMark from "./drop-mark";

/** Short selling points, a drop beside each, on a light band. */
export default function PointList({ points }: { points: readonly string[] }) {
  return (
    <ul className="mt-7 space-y-3">
      {points.map((point) => (
        <li key={point} className="flex items-center gap-3 text-base font-bold text-ocean-900">
          <DropMark className="h-5 w-4 shrink-0 text-aqua-500" />
          {point}
        </li>
      ))}
    </ul>
  );
}
