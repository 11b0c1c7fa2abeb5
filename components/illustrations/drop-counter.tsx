import DropMark from "@/components/ui/drop-mark";

/** Row of drop icons: `filled` of `total` still to give today. */
export default function DropCounter({ total, filled, className = "" }: { total: number; filled: number; className?: string }) {
  return (
    <span className={`flex items-center gap-1 ${className}`}>
      {Array.from({ length: total }, (_, i) => (
        <DropMark key={i} className={`h-4 w-3.5 ${i < filled ? "text-aqua-500" : "text-ocean-200"}`} />
      ))}
    </span>
  );
}
