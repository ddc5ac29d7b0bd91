/** The questionnaire of `GET /v1/{institution}/questions` on the wire (src/contract/life.ts). */
import type { LifeQuestionsResponseWire } from '../../../../src/contract/life';
import { LIFE_QUESTIONNAIRE_ID, LIFE_QUESTIONS, type LifeInstitution, type LifeQuestion } from '../../../../src/domain/life';

/** The wire form of a question. */
function questionWire(question: LifeQuestion): LifeQuestionsResponseWire['questions'][number] {
  return {
    code: question.code,
    label: question.label,
    section: question.section,
    kind: question.kind,
    required: question.required,
    ...(question.options ? { options: question.options.map((option) => ({ ...option })) } : {}),
    ...(question.minCents !== undefined ? { min_cents: question.minCents } : {}),
    ...(question.maxCents !== undefined ? { max_cents: question.maxCents } : {}),
    ...(question.minAge !== undefined ? { min_age: question.minAge } : {}),
    ...(question.maxAge !== undefined ? { max_age: question.maxAge } : {}),
    ...(question.dependsOn ? { depends_on: { ...question.dependsOn } } : {}),
    ...(question.defaultValue !== undefined ? { default_value: question.defaultValue } : {}),
    ...(question.coverage ? { coverage: question.coverage } : {}),
    ...(question.help ? { help: question.help } : {}),
  };
}

/** The institution's questionnaire (the domain's LIFE_QUESTIONS, in order). */
export function questionnaireWire(institution: LifeInstitution): LifeQuestionsResponseWire {
  return { institution, questionnaire_id: LIFE_QUESTIONNAIRE_ID, questions: LIFE_QUESTIONS.map(questionWire) };
}
