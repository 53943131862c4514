// The names of the icons the static content refers to (the list is src/shared/icon-names.ts);
// src/components/Icon.tsx draws each one, so content stays plain data and the compiler catches a
// name without a drawing.
import type { iconNames } from "../shared/icon-names";

export type IconName = (typeof iconNames)[number];
