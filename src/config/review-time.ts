/**
 * How long the club takes to review an application, in the words every page uses
 * (the home page, the pending status, Our Process, the terms): one figure, so they
 * cannot disagree. A module of its own, re-exported by club-facts.ts beside the other
 * facts: the membership banner of a data widget's first screen quotes it, and the whole
 * facts object (the footer's, the documents') would otherwise come with it.
 */
export const APPLICATION_REVIEW_WORKING_DAYS: number = 3;
export const APPLICATION_REVIEW_TIME = `usually within ${APPLICATION_REVIEW_WORKING_DAYS === 1 ? 'one working day' : `${APPLICATION_REVIEW_WORKING_DAYS} working days`}`;
