/** 'Lernende erfassen' (issue 22), the class view's button: the only text of the feature loaded with the class view. */
export const CREATE_STUDENTS_LABEL = 'Lernende erfassen';
