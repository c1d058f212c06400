/** /quality (training management): plans, execution, notices, study, exams, courses, results. */
import type { MenuSeed } from './types';
import { CREW, TRAINING, crud, detail, dir, only, page } from './helpers';

/** Trainers and trainees (crew). */
const LEARNERS = [TRAINING, CREW] as const;

export const QUALITY: MenuSeed = dir('quality', 'Quality', '/quality', 'learning', [
  crud('training.plan', 'TrainingPlan', 'trainingPlan', 'training/TrainingPlan', LEARNERS, 'trainingPlan', only([TRAINING], 'submit', 'approve'), {
    editors: [TRAINING],
  }),
  page('training.execution', 'TrainingExecution', 'trainingExecution', 'training/TrainingExecution', [TRAINING], {
    perm: 'trainingExecution',
    buttons: ['edit', 'assess', 'export'],
  }),
  crud('training.notice', 'TrainingNotice', 'trainingNotice', 'training/TrainingNotice', LEARNERS, 'trainingNotice', only([TRAINING], 'publish'), {
    editors: [TRAINING],
  }),
  page('training.study', 'TrainingStudy', 'trainingStudy', 'training/study/StudyList', LEARNERS),
  detail('training.studyDetail', 'TrainingStudyDetail', 'trainingStudyDetail', 'training/study/StudyDetail', LEARNERS),
  crud('training.exam', 'TrainingExam', 'trainingExam', 'training/exam/ExamList', LEARNERS, 'trainingExam', only([TRAINING], 'publish'), {
    editors: [TRAINING],
  }),
  // Taking an online exam: unanswered questions are confirmed before submit; a timeout forces submit.
  detail('training.examPaper', 'TrainingExamPaper', 'trainingExamPaper', 'training/exam/ExamPaper', LEARNERS, { noKeepAlive: true }),
  crud('training.questionBank', 'QuestionBank', 'questionBank', 'training/exam/QuestionBank', [TRAINING], 'questionBank', ['import']),
  crud('training.course', 'TrainingCourse', 'trainingCourse', 'training/course/CourseList', [TRAINING], 'trainingCourse'),
  detail('training.chapter', 'CourseChapter', 'courseChapter', 'training/course/CourseChapter', [TRAINING], {
    perm: 'courseChapter',
    buttons: ['add', 'edit', 'delete'],
  }),
  crud('training.courseware', 'Courseware', 'courseware', 'training/course/Courseware', [TRAINING], 'courseware', ['upload']),
  page('training.statistics', 'TrainingStatistics', 'trainingStatistics', 'training/TrainingStatistics', [TRAINING], {
    perm: 'trainingStatistics',
    buttons: ['export'],
  }),
  crud('training.feedback', 'TrainingFeedback', 'trainingFeedback', 'training/TrainingFeedback', LEARNERS, 'trainingFeedback', [], {
    editors: LEARNERS,
  }),
  crud('training.promotion', 'TrainingPromotion', 'trainingPromotion', 'training/TrainingPromotion', LEARNERS, 'trainingPromotion', only([TRAINING], 'approve'), {
    editors: [TRAINING],
  }),
  crud('training.authorization', 'TrainingAuthorization', 'trainingAuthorization', 'training/TrainingAuthorization', LEARNERS, 'trainingAuthorization', only([TRAINING], 'approve'), {
    editors: [TRAINING],
  }),
  // Records of the public /trainingSignIn page.
  page('training.signIn', 'TrainingSignInRecord', 'trainingSignInRecord', 'training/TrainingSignInRecord', [TRAINING], {
    perm: 'trainingSignIn',
    buttons: ['export'],
  }),
  page('training.result', 'TrainingResult', 'trainingResult', 'training/TrainingResult', LEARNERS, {
    perm: 'trainingResult',
    buttons: ['export'],
  }),
]);
