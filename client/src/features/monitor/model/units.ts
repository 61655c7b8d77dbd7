// Figures in the units people read: bytes as KB / MB / GB, shares as per cent, seconds as days and hours.
import dayjs from 'dayjs';

const KB = 1024;
const MB = KB * 1024;
const GB = MB * 1024;

export function formatBytes(bytes: number): string {
  if (bytes < 0) return '不限';
  if (bytes >= GB) return `${(bytes / GB).toFixed(2)} GB`;
  if (bytes >= MB) return `${(bytes / MB).toFixed(1)} MB`;
  if (bytes >= KB) return `${(bytes / KB).toFixed(1)} KB`;
  return `${bytes} B`;
}

/** A share from 0 to 1 as per cent, one decimal. */
export const formatShare = (share: number): string => `${(share * 100).toFixed(1)}%`;

export const formatMs = (ms: number): string => `${Math.round(ms)} ms`;

/** A duration in seconds as 3天 4小时 5分 6秒 (leading zero parts left out). */
export function formatDuration(seconds: number): string {
  const whole = Math.floor(seconds);
  const parts: [number, string][] = [
    [Math.floor(whole / 86_400), '天'],
    [Math.floor((whole % 86_400) / 3600), '小时'],
    [Math.floor((whole % 3600) / 60), '分'],
    [whole % 60, '秒'],
  ];
  const first = parts.findIndex(([value]) => value > 0);
  return first < 0 ? '0秒' : parts.slice(first).map(([value, unit]) => `${value}${unit}`).join(' ');
}

export const formatEpochSeconds = (seconds: number): string => dayjs(seconds * 1000).format('YYYY-MM-DD HH:mm:ss');

export const formatCount = (value: number): string => value.toLocaleString('zh-CN');
