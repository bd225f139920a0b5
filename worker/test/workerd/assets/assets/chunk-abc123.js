export const chunk = 1;
