import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js';
import { useEffect, useRef } from 'react';
import { dateFormat } from '../../../lib/date-format.ts';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

const dayLabel = dateFormat(undefined, { day: 'numeric', month: 'short', timeZone: 'UTC' });
const label = (day: string) => dayLabel.format(new Date(`${day}T00:00:00Z`));
const token = (name: string) => getComputedStyle(document.documentElement).getPropertyValue(name).trim() || undefined;

/**
 * XP per day as bars (Chart.js, in this chunk only: the profile page loads it when it shows the
 * chart). A table with the same numbers is there for screen readers.
 */
export default function XpChart({ days }: { days: { day: string; xp: number }[] }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    const ink = token('--ink-muted');
    const chart = new Chart(canvas.current, {
      type: 'bar',
      data: {
        labels: days.map((d) => label(d.day)),
        datasets: [{ label: 'XP', data: days.map((d) => d.xp), backgroundColor: token('--primary'), borderRadius: 4 }],
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? false : undefined,
        plugins: { tooltip: { callbacks: { label: (item) => `${String(item.parsed.y)} XP` } } },
        scales: {
          x: { ticks: { color: ink, maxRotation: 0, autoSkip: true, maxTicksLimit: 6 }, grid: { display: false } },
          y: { beginAtZero: true, ticks: { color: ink, precision: 0 }, grid: { color: token('--line') } },
        },
      },
    });
    return () => chart.destroy();
  }, [days]);

  return (
    <div>
      <div className="relative h-56">
        <canvas ref={canvas} role="img" aria-label="XP earned per day over the last 30 days" />
      </div>
      <table className="sr-only">
        <caption>XP per day, last 30 days</caption>
        <tbody>
          {days.map((d) => (
            <tr key={d.day}>
              <th scope="row">{label(d.day)}</th>
              <td>{d.xp} XP</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
