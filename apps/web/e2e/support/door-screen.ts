/** The door screen's first button: "Start at door 1", or "Continue at door N" in a walkbook already begun. */
export const DOOR_START_BUTTON = /^(Start|Continue) at door \d+$/;
