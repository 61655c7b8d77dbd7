/** The style of a big-screen chart that takes the height its panel has left (never less than 120px). */
export const CHART_FILL = { flex: 1, minHeight: 120 } as const;
