/**
 * Root layout '/' (requirements S2): home, trip calendar, trip and leg lists, Gantt chart and
 * aircraft position for every seat, plus the hidden pages reached from them or from the shell
 * (trip workflow pages, leg log, /leg, /messageCenter, /filePreview) and /viewData.
 */
import type { MenuSeed } from './types';
import { ALL, CS, FLEET, GROUND, OE, CONTROL, RUN, TRIP_SEATS, detail, dir, only, page } from './helpers';

const tripList = page('trip.list', 'Trip', 'trip', 'trip/TripList', ALL, {
  icon: 'briefcase',
  perm: 'trip',
  buttons: [
    ...only([CS], 'add'),
    ...only(TRIP_SEATS, 'edit'),
    ...only([CS], 'delete'),
    'export',
    ...only([CS], 'submit'),
    ...only([OE, CONTROL], 'receive', 'reject'),
    ...only(TRIP_SEATS, 'change', 'cancel'),
    ...only([OE, CONTROL], 'lock', 'unlock'),
  ],
});

const tripLegList = page('trip.legList', 'TripLeg', 'tripLeg', 'trip/TripLegList', ALL, {
  icon: 'route',
  perm: 'tripLeg',
  buttons: [
    ...only(TRIP_SEATS, 'edit', 'cancel'),
    'export',
    ...only([OE], 'evaluate'),
    ...only([FLEET], 'airworthy'),
    ...only([OE, CONTROL], 'ready', 'lock', 'unlock'),
    ...only([GROUND, RUN], 'generateGd'),
  ],
});

export const ROOT: MenuSeed = dir(
  'root',
  'Root',
  '/',
  'home',
  [
    page('home.index', 'Index', 'index', 'index/Index', ALL, { icon: 'home', noClosable: true }),
    page('home.tripCalendar', 'TripCalendar', 'tripcalendar', 'tripCalendar/TripCalendar', ALL, {
      icon: 'calendar',
      topRight: true,
    }),
    detail('home.tripCalendarMonth', 'TripCalendarMonth', 'tripcalendarMonth', 'tripCalendar/TripCalendarMonth', ALL),
    detail('home.tripCalendarWeek', 'TripCalendarWeek', 'tripcalendarWeek', 'tripCalendar/TripCalendarWeek', ALL),
    detail('home.tripCalendarDay', 'TripCalendarDay', 'tripcalendarDay', 'tripCalendar/TripCalendarDay', ALL),
    tripList,
    detail('trip.add', 'TripAdd', 'tripAdd', 'trip/TripAdd', [CS]),
    detail('trip.edit', 'TripEdit', 'tripEdit', 'trip/TripEdit', TRIP_SEATS),
    detail('trip.change', 'TripChange', 'tripChange', 'trip/TripChange', TRIP_SEATS),
    detail('trip.submit', 'TripSubmit', 'tripSubmit', 'trip/TripSubmit', [CS]),
    detail('trip.receive', 'TripReceive', 'tripReceive', 'trip/TripReceive', [OE, CONTROL]),
    detail('trip.planEdit', 'TripPlanEdit', 'tripPlanEdit', 'trip/TripPlanEdit', [OE, CONTROL]),
    tripLegList,
    detail('trip.legDetail', 'TripLegDetail', 'tripLegDetail', 'trip/TripLegDetail', ALL),
    detail('trip.legLog', 'TripLegLog', 'tripLegLog', 'trip/TripLegLog', ALL),
    page('home.ganttChart', 'GanttChart', 'ganttChart', 'ganttChart/GanttChart', ALL, {
      icon: 'timeline-bar-chart',
      noClosable: true,
      topRight: true,
    }),
    // Same screen as the Gantt chart (requirements S2).
    page('home.airPosition', 'AirPosition', 'airPosition', 'ganttChart/GanttChart', ALL, {
      icon: 'map',
      topRight: true,
    }),
    // The company's data-report projects; opening one opens its external address in a new window
    // (no tab, no cache). Every seat lists and exports them; add, edit and delete are keys no seat
    // is given, so only administrators (who hold every key) maintain the list.
    page('home.viewData', 'ViewData', 'viewData', 'viewData/ViewData', ALL, {
      icon: 'dashboard',
      tabHidden: true,
      noKeepAlive: true,
      perm: 'viewProject',
      buttons: ['export'],
    }),
    // Target of message links: ?businessId=&type= or ?tripLegId=&type=.
    detail('home.leg', 'Leg', 'leg', 'trip/LegMessage', ALL, { noKeepAlive: true }),
    detail('home.messageCenter', 'MessageCenter', 'messageCenter', 'message/MessageCenter', ALL, {
      icon: 'inbox',
      perm: 'message',
      buttons: ['readAll', 'delete', 'export'],
    }),
    detail('home.filePreview', 'FilePreview', 'filePreview', 'filePreview/FilePreview', ALL, {
      tabHidden: true,
      noKeepAlive: true,
    }),
  ],
  // The root level is not a submenu: its screens show directly in the side menu.
  { redirect: '/index', levelHidden: true },
);
