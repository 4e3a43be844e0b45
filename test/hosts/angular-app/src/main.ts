// docs/frameworks/angular.md, "2. Define the elements, once".
import 'shop-elements'; // defines every <shop-*> element, before bootstrap
import { bootstrapApplication } from '@angular/platform-browser';
import { provideRouter } from '@angular/router';
import { AppComponent } from './app/app.component';
import { routes } from './app/app.routes';

bootstrapApplication(AppComponent, { providers: [provideRouter(routes)] }).catch((error: unknown) => console.error(error));
