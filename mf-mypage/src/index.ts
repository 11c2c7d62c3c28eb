// Running alone: the async boundary lets shared singletons settle before the app code runs.
import('./bootstrap');
